/** Unix seconds: the unit of every timestamp in the database and on the wire (spec §9). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export const DAY = 86_400;
