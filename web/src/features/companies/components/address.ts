// A company's address on one line; a company given by its postal code only has no street.
interface Address {
  street?: string | null;
  houseNumber?: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export function addressLine(address: Address): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return [street, `${address.postalCode} ${address.city}`, address.country]
    .filter(Boolean)
    .join(', ');
}
