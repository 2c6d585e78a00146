// The fictional brand the demo community is built around: Kestrel, four models.
export const VEHICLE_TYPES = [
  { title: 'Kestrel Trekker', slug_url: 'trekker', short: 'Trekker' },
  { title: 'Kestrel Basecamp', slug_url: 'basecamp', short: 'Basecamp' },
  { title: 'Kestrel Summit', slug_url: 'summit', short: 'Summit' },
  { title: 'Kestrel Nomad', slug_url: 'nomad', short: 'Nomad' },
] as const;

export const TRIMS = ['Base', 'Sport', 'Ridge', 'Apex', 'Overland', 'Summit Edition'];
export const COLORS = ['Granite Gray', 'Canyon Red', 'Sagebrush Green', 'Glacier White', 'Midnight Black', 'Desert Tan', 'Lake Blue'];
