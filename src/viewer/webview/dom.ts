// Building a webview page without innerHTML, for both pages of the extension (this viewer and the
// usage dashboard, which bundles this file too): every text is set as text.

/** The properties that parse what they are given as markup: `el` never sets them. */
const MARKUP = ['innerHTML', 'outerHTML'] as const;

/** A `K` element's properties as `el` sets them: any but those that parse markup. */
export type ElementProps<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], (typeof MARKUP)[number]>> & {
  readonly [P in (typeof MARKUP)[number]]?: never;
};

/**
 * A `tag` element with `props` set and `children` appended. Markup is refused by the type and,
 * for a caller the type does not reach, when called: text goes in `textContent`, elements as children.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps<K> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const markup = MARKUP.find((name) => name in props);
  if (markup !== undefined) {
    throw new TypeError(`el() does not set ${markup}: set textContent, or append elements`);
  }
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** `template` with {0}, {1}… replaced by `args`. */
export function fill(template: string, ...args: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));
}
