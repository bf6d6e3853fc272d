// Browser downloads in jsdom (saveBlob: an object URL and a clicked link): the file names saved,
// in order. Call in beforeEach; jest.restoreAllMocks() in afterEach undoes the click spy.
export function recordDownloads(): string[] {
  const saved: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:download'),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
