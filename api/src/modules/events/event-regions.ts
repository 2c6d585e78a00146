/** Regions an event can be listed under (the option list behind GET /lists/regions). */
export const EVENT_REGIONS = [
  'northeast',
  'southeast',
  'midwest',
  'south-central',
  'rocky-mountains',
  'southwest',
  'west-coast',
  'pacific-northwest',
];
