// How the emulator marks a sample PDF as password-protected, apart from the converters so that
// host tests can make such samples without bundling the emulator's PDF engines.
import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

/** The document catalog key that marks a sample as protected; its value is the password. */
export const PASSWORD_MARK = 'ConvertFilesEmulatorPassword';

/** Marks a document as password-protected for the emulator (the content stays readable to other tools). */
export function markPasswordProtected(doc: PDFDocument, password: string): void {
  // A hex string of UTF-16 keeps any password intact; a literal one would mangle "Ω" and the like.
  doc.catalog.set(PDFName.of(PASSWORD_MARK), PDFHexString.fromText(password));
}

/** The password a marked document asks for, or undefined when it is not marked. */
export function markedPassword(doc: PDFDocument): string | undefined {
  const value = doc.catalog.lookup(PDFName.of(PASSWORD_MARK));
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
}
