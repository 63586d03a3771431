/**
 * Multipart bodies of the consultant's uploads.
 *
 * @module features/consultant/model/multipart
 */
/** A multipart form of `fields` (empty values left out) and the `file`. */
export function multipart(fields: Record<string, string | number | null | undefined>, file?: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  if (file) form.append('file', file, file.name);
  return form;
}
