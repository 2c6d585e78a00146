import { number, object, string } from 'yup';
import { fieldProblems, formResolver } from './form-resolver';

const schema = object({
  title: string().trim().required('Please enter a title.'),
  seats: number().typeError('Seats must be a number.').min(1, 'At least one seat.').required('Seats are required.'),
  stops: object({ first: string().required('Say where it starts.') }),
});

describe('formResolver', () => {
  it('answers each field’s first broken rule, under the field the person typed in', async () => {
    const result = await formResolver(schema)({ title: ' ', seats: 0, stops: { first: '' } });
    expect(result).toEqual({
      values: {},
      errors: {
        title: { type: 'required', message: 'Please enter a title.' },
        seats: { type: 'min', message: 'At least one seat.' },
        stops: { type: 'required', message: 'Say where it starts.' },
      },
    });
  });

  it('submits the values as typed, or as the schema cast them', async () => {
    const typed = { title: '  Moab run ', seats: '4', stops: { first: 'Moab' } };
    expect((await formResolver(schema)(typed)).values).toBe(typed);
    expect((await formResolver(schema, { submit: 'checked' })({ ...typed, extra: 1 })).values).toEqual({ title: 'Moab run', seats: 4, stops: { first: 'Moab' } });
  });

  it('checks what the form would send, and puts a message where the form shows it', async () => {
    const resolver = formResolver<{ name: string }>(schema, { payload: ({ name }) => ({ title: name, seats: 2, stops: { first: 'x' } }), fieldOf: (path) => (path === 'title' ? 'name' : path) });
    expect((await resolver({ name: '' })).errors).toEqual({ name: { type: 'required', message: 'Please enter a title.' } });
  });

  it('throws on what is not a broken rule (a bug, not the person’s input)', () => {
    expect(() => fieldProblems(new TypeError('boom'))).toThrow('boom');
  });
});
