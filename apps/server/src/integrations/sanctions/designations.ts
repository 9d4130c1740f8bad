/** A designation as read from a UK Sanctions List file (XML or CSV), before it is stored. */
export interface ParsedDesignation {
  uniqueID: string;
  regimeName: string | null;
  individualEntityShip: string | null;
  dateDesignated: string | null;
  lastUpdated: string | null;
  sanctionsImposed: string | null;
  otherInformation: string | null;
  names: { parts: string[]; surname: string; nameType: string }[];
  /** The names in their own script as published (NonLatinNames/NonLatinName/NameNonLatinScript). */
  nonLatinNames: string[];
  dobs: string[];
  nationalities: string[];
  positions: string[];
}

/** 'Name1 … Name5 Name6' as one display name. */
export function fullName(name: { parts: string[]; surname: string }): string {
  return [...name.parts, name.surname].filter(Boolean).join(' ');
}
