/**
 * Test helper: a fake `XMLHttpRequest` for the API client's uploads (jsdom's would really send). Each
 * request is recorded; `FakeXhr.handler` answers it (reports upload progress, then replies), or the test
 * answers it later through `FakeXhr.last()`.
 */
export class FakeXhr {
  /** Every request sent, in order. */
  static requests: FakeXhr[] = [];
  /** Called (asynchronously) with each sent request. */
  static handler: ((xhr: FakeXhr) => void) | null = null;

  /** Forgets the requests and the handler. */
  static reset(): void {
    FakeXhr.requests = [];
    FakeXhr.handler = null;
  }

  /** The last request sent. */
  static last(): FakeXhr {
    const xhr = FakeXhr.requests.at(-1);
    if (!xhr) throw new Error('no request sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListener): void {
    this.events.removeEventListener(type, listener);
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null): void {
    this.body = body;
    FakeXhr.requests.push(this);
    const handler = FakeXhr.handler;
    if (handler) setTimeout(() => handler(this), 0);
  }

  abort(): void {
    this.events.dispatchEvent(new Event('abort'));
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** Answers with `status` and a JSON `body`. */
  reply(status: number, body: unknown, statusText = ''): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }

  /** Fails as a network error. */
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }

  /** The sent form's field `name`. */
  field(name: string): FormDataEntryValue | null {
    return this.body instanceof FormData ? this.body.get(name) : null;
  }
}
