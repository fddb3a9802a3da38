// Building a webview page without innerHTML, for both pages of the extension (this viewer and the
// usage dashboard, which bundles this file too): every text is set as text.

/** A `tag` element with `props` set and `children` appended. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** `template` with {0}, {1}… replaced by `args`. */
export function fill(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));
}
