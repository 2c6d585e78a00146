import { vehicleHomeUrl, vehicleSlug } from './use-vehicle-type';

describe('vehicle home URL', () => {
  const types = [{ vehicle_type_id: 2, slug_url: 'basecamp', title: 'Basecamp', nav_icon_image_url: null, logo_image_url: null }];

  it('finds the slug of the selected type, none for All content or an unknown type', () => {
    expect(vehicleSlug(types, 2)).toBe('basecamp');
    expect(vehicleSlug(types, 0)).toBeNull();
    expect(vehicleSlug(types, 9)).toBeNull();
  });

  it('is /{slug} for a type and / for All content', () => {
    expect(vehicleHomeUrl('basecamp')).toBe('/basecamp');
    expect(vehicleHomeUrl(null)).toBe('/');
  });
});
