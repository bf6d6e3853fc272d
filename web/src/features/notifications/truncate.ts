// Cut rules of spec §9 for notifications.
export const CUTS = {
  dropdownTitle: 20,
  dropdownMessage: 20,
  /** In the dropdown a message is cut only when longer than this. */
  dropdownMessageThreshold: 25,
  pageMessage: 70,
} as const;

function cut(text: string, length: number): string {
  return `${text.slice(0, length)}...`;
}

export function dropdownTitle(title: string): string {
  return title.length > CUTS.dropdownTitle ? cut(title, CUTS.dropdownTitle) : title;
}

export function dropdownMessage(message: string): string {
  return message.length > CUTS.dropdownMessageThreshold
    ? cut(message, CUTS.dropdownMessage)
    : message;
}

export function pageMessage(message: string): string {
  return message.length > CUTS.pageMessage ? cut(message, CUTS.pageMessage) : message;
}
