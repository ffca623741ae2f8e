// The one pattern of an IATA airport (or city) code: three upper-case letters. Schemas, links, provider rows and
// inputs all read codes through it (a test keeps a second copy of the pattern from coming back).

export const IATA_CODE = /^[A-Z]{3}$/;

/** 'GRU' yes; 'gru', 'GR', 'GRUU' no (upper-case first where the input may be typed). */
export const isIataCode = (value: string): boolean => IATA_CODE.test(value);
