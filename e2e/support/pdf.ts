// The text of a downloaded PDF, as a reader would find it (unpdf: the PDF's own text, no OCR).
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
