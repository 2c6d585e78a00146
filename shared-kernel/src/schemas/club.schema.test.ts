import { clubBanSchema, clubReviewSchema, clubSchema } from './club.schema';
import { MESSAGES } from './messages';

const physicalClub = {
  name: 'Moab Rock Crawlers',
  location_type: 'physical',
  address: '100 Main St',
  city: 'Moab',
  state: 'UT',
  zipcode: '84532',
  country: 'US',
};

async function errorsOf(values: object): Promise<string[]> {
  try {
    await clubSchema().validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('clubSchema (spec §5 clubs)', () => {
  it('accepts a physical club in the US and one in Canada', async () => {
    expect(await errorsOf(physicalClub)).toEqual([]);
    expect(await errorsOf({ ...physicalClub, country: 'CA', state: 'BC', city: 'Squamish', zipcode: 'V8B 0A1' })).toEqual([]);
  });

  it('requires a name of 3 to 60 characters', async () => {
    expect(await errorsOf({ ...physicalClub, name: '  ' })).toEqual([MESSAGES.clubNameRequired]);
    expect(await errorsOf({ ...physicalClub, name: 'ab' })).toEqual([MESSAGES.clubNameLength]);
    expect(await errorsOf({ ...physicalClub, name: 'x'.repeat(61) })).toEqual([MESSAGES.clubNameLength]);
  });

  it('requires the full address of a physical club, only in the US or Canada', async () => {
    expect(await errorsOf({ name: 'Rock Crawlers', location_type: 'physical' })).toEqual(
      expect.arrayContaining([MESSAGES.clubAddressRequired]),
    );
    expect(await errorsOf({ ...physicalClub, country: 'MX' })).toEqual([MESSAGES.clubCountry]);
    expect(await errorsOf({ ...physicalClub, zipcode: 'V8B 0A1' })).toEqual([MESSAGES.clubPostalCode]);
  });

  it('drops the address fields of an online club (they are sent only for physical clubs)', async () => {
    const value = await clubSchema().validate({ ...physicalClub, location_type: 'online', country: 'MX' });
    expect(value).toEqual({ name: 'Moab Rock Crawlers', location_type: 'online' });
  });

  it('checks the website and the VIN', async () => {
    expect(await errorsOf({ ...physicalClub, website: 'not a link' })).toEqual([MESSAGES.clubWebsite]);
    expect(await errorsOf({ ...physicalClub, vin: '1C4HJXDG0JW1234OQ' })).toEqual([MESSAGES.clubVin]);
    expect(await errorsOf({ ...physicalClub, vin: '1C4HJXDG0JW123456', website: 'https://moabcrawlers.example' })).toEqual([]);
  });
});

describe('review and ban forms', () => {
  it('require a reason to reject a club or ban a member', async () => {
    await expect(clubReviewSchema.validate({ decision: 'reject' })).rejects.toThrow(MESSAGES.clubRejectReason);
    await expect(clubReviewSchema.validate({ decision: 'approve' })).resolves.toEqual({ decision: 'approve' });
    await expect(clubBanSchema.validate({ club_id: 3, reason: '' })).rejects.toThrow(MESSAGES.clubBanReason);
  });
});
