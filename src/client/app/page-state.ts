/**
 * The text of a `<script type="application/json">` element: JSON with every '<' written as
 * \u003c, so no text in it (a product named '</script><script>…') can end the element early. The
 * browser reads it back with JSON.parse (main.tsx); such an element never runs (ADR 043).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
