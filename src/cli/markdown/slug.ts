// A heading's id as the preview makes it (GitHub's way: lower case, spaces to hyphens, punctuation
// removed, percent-encoded). Pure.

const PUNCTUATION = /[\][!/'"#$%&()*+,.:;<=>?@\\^{|}~`。，、；：？！…—·ˉ¨‘’“”々～‖∶＂＇｀｜〃〔〕〈〉《》「」『』．〖〗【】（）［］｛｝]/g;

export function headingSlug(heading: string): string {
  return encodeURI(heading.trim().toLowerCase().replace(/\s+/g, '-').replace(PUNCTUATION, '').replace(/^-+/, '').replace(/-+$/, ''));
}
