import { LOCATION_MESSAGES, locationRatingSchema, locationSchema } from './location.schema';

const messageOf = async (check: () => Promise<unknown>) => check().then(() => null, (error: Error) => error.message);

describe('the location schemas', () => {
  it("asks for 1 to 5 stars in the spec's words", async () => {
    for (const stars of [undefined, 0, 6, 2.5, '']) {
      expect(await messageOf(() => locationRatingSchema.validate({ user_rating: stars }))).toBe('Please rate this location');
    }
    expect(await locationRatingSchema.validate({ user_rating: '4', comment: ' ok ' })).toEqual({ user_rating: 4, comment: 'ok' });
  });

  it('takes a location with typed coordinates in range, in the US or Canada', async () => {
    const valid = { name: 'Camp', location_type: 'campground', address: '1 Main', latitude: '38.5', longitude: '-109.5', country: 'CA' };
    expect(await locationSchema().validate(valid)).toMatchObject({ latitude: 38.5, longitude: -109.5 });
    expect(await messageOf(() => locationSchema().validate({ ...valid, latitude: '' }))).toBe(LOCATION_MESSAGES.latitude);
    expect(await messageOf(() => locationSchema().validate({ ...valid, longitude: '200' }))).toBe(LOCATION_MESSAGES.longitude);
    expect(await messageOf(() => locationSchema().validate({ ...valid, country: 'MX' }))).toBe(LOCATION_MESSAGES.country);
    expect(await messageOf(() => locationSchema().validate({ ...valid, address: '  ' }))).toBe(LOCATION_MESSAGES.addressRequired);
  });
});
