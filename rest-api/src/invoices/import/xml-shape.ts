// How deep an XML part of a workbook nests and how many rows a sheet holds, counted while the part
// is inflated (xlsx-zip.ts), before the spreadsheet reader parses it: a few megabytes of
// '<a><a><a>…' are two million levels, which the reader's XML parser keeps on a stack (tried:
// 14 MB took 29 s and 750 MB), and millions of empty '<row/>' cost as much. Counted on tags, not
// parsed: a '<' in a comment or CDATA may count as a tag, which only errs on the strict side.

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
/** A tag longer than this (a huge attribute) is not followed across chunks: its bytes are text. */
const TAG_CARRY_MAX = 1024 * 1024;

export class XmlShape {
  depth = 0;
  deepest = 0;
  rows = 0;
  private tail = Buffer.alloc(0);

  feed(chunk: Buffer) {
    const data = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const lt = data.indexOf(LT, at);
      if (lt < 0) {
        at = data.length;
        break;
      }
      const gt = data.indexOf(GT, lt);
      if (gt < 0) {
        at = data.length - lt > TAG_CARRY_MAX ? data.length : lt; // the tag goes on in the next chunk
        break;
      }
      this.tag(data, lt, gt);
      at = gt + 1;
    }
    this.tail = Buffer.from(data.subarray(at));
  }

  private tag(data: Buffer, lt: number, gt: number) {
    const next = data[lt + 1];
    if (next === SLASH) {
      this.depth--;
      return;
    }
    if (next === 0x3f || next === 0x21) return; // <?xml …?>, <!-- … -->, <![CDATA[
    const selfClosing = data[gt - 1] === SLASH;
    this.deepest = Math.max(this.deepest, this.depth + 1);
    if (!selfClosing) this.depth++;
    if (/^row[\s/>]/.test(data.toString('latin1', lt + 1, Math.min(lt + 5, gt + 1)))) this.rows++;
  }
}
