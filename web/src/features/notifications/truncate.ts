// Cut rules of spec §9 for notifications. Characters are counted and cut as code points: a title
// names a request or an entity, and an emoji there must not be halved into '�'.
import { characterCount, firstCharacters } from '@cost-steering/schema';

export const CUTS = {
  dropdownTitle: 20,
  dropdownMessage: 20,
  /** In the dropdown a message is cut only when longer than this. */
  dropdownMessageThreshold: 25,
  pageMessage: 70,
} as const;

function cut(text: string, length: number): string {
  return `${firstCharacters(text, length)}...`;
}

export function dropdownTitle(title: string): string {
  return characterCount(title) > CUTS.dropdownTitle ? cut(title, CUTS.dropdownTitle) : title;
}

export function dropdownMessage(message: string): string {
  return characterCount(message) > CUTS.dropdownMessageThreshold
    ? cut(message, CUTS.dropdownMessage)
    : message;
}

export function pageMessage(message: string): string {
  return characterCount(message) > CUTS.pageMessage ? cut(message, CUTS.pageMessage) : message;
}
