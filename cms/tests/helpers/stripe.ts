/**
 * Stripe in the API tests (docs/api-bookings.md "Price"): a local stand-in for Stripe's API (the one
 * allowed mock: Stripe's servers, at the HTTP boundary, reached through `STRIPE_API_BASE`) and the
 * payment settings that point the CMS at it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { unique } from './strapi';

/** The webhook signing secret of the tests. */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_the_api_tests';

const STRIPE_ENV = ['PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;

/** What the stand-in for Stripe's API received. */
export interface StripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API: Checkout Session creation and retrieval (a retrieved session is
 * paid, with payment intent `pi_for_<session id>`, unless `expire(id)` made it expired unpaid), refunds.
 * It answers like Stripe (JSON objects with ids) and records every call in `calls`.
 */
export function stripeStandIn() {
  const calls: StripeCall[] = [];
  const expired = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization, form: new URLSearchParams(body) });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${unique()}` });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${unique()}`;
        return json(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid', status: 'open' });
      }
      const session = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && session && expired.has(session[1])) {
        return json(200, { id: session[1], object: 'checkout.session', payment_intent: null, payment_status: 'unpaid', status: 'expired' });
      }
      if (req.method === 'GET' && session) {
        return json(200, { id: session[1], object: 'checkout.session', payment_intent: `pi_for_${session[1]}`, payment_status: 'paid', status: 'complete' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return json(200, { id: `re_${unique()}`, object: 'refund', status: 'succeeded', payment_intent: new URLSearchParams(body).get('payment_intent') });
      }
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  return {
    calls,
    /** Let the Checkout Session `id` expire unpaid (as Stripe does once its `expires_at` has passed). */
    expire: (id: string) => void expired.add(id),
    /** Listen on a free local port. @returns the base URL for `STRIPE_API_BASE` */
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The payment settings of the environment as they are now; `restore()` puts them back. */
export function savedPaymentSettings() {
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]])) as Record<(typeof STRIPE_ENV)[number], string | undefined>;
  return {
    restore() {
      for (const name of STRIPE_ENV) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    },
  };
}

/** Make Stripe the payment provider, its API the stand-in at `base` (restore with {@link savedPaymentSettings}). */
export function useStripe(base: string): void {
  process.env.PAYMENT_PROVIDER = 'stripe';
  process.env.STRIPE_SECRET_KEY = 'sk_test_api_tests';
  process.env.STRIPE_WEBHOOK_SECRET = STRIPE_TEST_WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = base;
}
