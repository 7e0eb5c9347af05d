/** A URL-safe identifier from a name (`Veliki avanturista` → `veliki-avanturista`). */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
