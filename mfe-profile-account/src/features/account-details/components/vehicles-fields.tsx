import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ACCOUNT_LIMITS } from '@trailhead/shared-kernel/schemas';
import { Box, Button, Field, Flex, FormField, Input, OptionSelect, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { emptyVehicle, vehicleChoices, type AccountDetailsFormValues } from '../account-details-form';
import { useVehicleOptions } from '../api/get-account-details';

interface Props {
  control: Control<AccountDetailsFormValues>;
  register: UseFormRegister<AccountDetailsFormValues>;
  errors: FieldErrors<AccountDetailsFormValues>;
  setValue: UseFormSetValue<AccountDetailsFormValues>;
  getValues: UseFormGetValues<AccountDetailsFormValues>;
  disabled: boolean;
}

/** My vehicles: year → model → trim from GET /registration/vehicle-options, a VIN, and which one is the default for new content. */
export function VehiclesFields({ control, register, errors, setValue, getValues, disabled }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'vehicles' });
  const options = useVehicleOptions();
  const vehicles = useWatch({ control, name: 'vehicles' });
  // The default stays on the same vehicle when one above it goes, and falls to the first when it goes itself.
  const removeVehicle = (index: number) => {
    const current = Number(getValues('default_vehicle') || 0);
    remove(index);
    setValue('default_vehicle', String(current === index ? 0 : current > index ? current - 1 : current));
  };
  // A trim no longer sold in the chosen year (or of another model) is cleared, so the list never shows a stale choice.
  const keepTrimIfSold = (index: number) => {
    const vehicle = getValues(`vehicles.${index}`);
    const { trims, models } = vehicleChoices(options.data, vehicle);
    if (vehicle.model && !models.some((model) => model.value === vehicle.model)) setValue(`vehicles.${index}.model`, '');
    if (vehicle.model_year_trim_id && !trims.some((trim) => trim.value === vehicle.model_year_trim_id)) setValue(`vehicles.${index}.model_year_trim_id`, '');
  };
  const listError = errors.vehicles?.root?.message ?? (errors.vehicles as { message?: string } | undefined)?.message;

  return (
    <Stack gap="3">
      {fields.length === 0 && <Text color="gray.600">No vehicles yet. Add the rigs you drive: your posts and events can then say what you wheel.</Text>}
      {listError && (
        <Text color="red.700" role="alert">
          {listError}
        </Text>
      )}
      {fields.map((item, index) => {
        const vehicle = vehicles?.[index] ?? item;
        const choices = vehicleChoices(options.data, vehicle);
        const itemErrors = errors.vehicles?.[index];
        const title = `Vehicle ${index + 1}`;
        return (
          <Box as="fieldset" key={item.id} borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" minW="0" data-testid="vehicle-row">
            <Box as="legend" px="1" fontWeight="semibold">
              {title}
            </Box>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Controller
                control={control}
                name={`vehicles.${index}.year`}
                render={({ field }) => (
                  <FormField label="Year" error={itemErrors?.year?.message}>
                    <OptionSelect
                      name={field.name}
                      selectRef={field.ref}
                      value={field.value}
                      placeholder="Year"
                      options={choices.years.map((year) => ({ value: String(year), label: String(year) }))}
                      onChange={(value) => {
                        field.onChange(value);
                        keepTrimIfSold(index);
                      }}
                      onBlur={field.onBlur}
                      disabled={disabled}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name={`vehicles.${index}.model`}
                render={({ field }) => (
                  <FormField label="Model">
                    <OptionSelect
                      name={field.name}
                      selectRef={field.ref}
                      value={field.value}
                      placeholder="Model"
                      options={choices.models}
                      onChange={(value) => {
                        field.onChange(value);
                        keepTrimIfSold(index);
                      }}
                      onBlur={field.onBlur}
                      disabled={disabled}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name={`vehicles.${index}.model_year_trim_id`}
                render={({ field }) => (
                  <FormField label="Trim" error={itemErrors?.model_year_trim_id?.message}>
                    <OptionSelect name={field.name} selectRef={field.ref} value={field.value} placeholder="Trim" options={choices.trims} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
                  </FormField>
                )}
              />
            </SimpleGrid>
            <Flex gap="3" mt="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }}>
              <Box flex="1">
                <FormField label="VIN (optional)" error={itemErrors?.vin?.message}>
                  <Input {...register(`vehicles.${index}.vin`)} maxLength={17} autoCapitalize="characters" spellCheck={false} fontFamily="mono" disabled={disabled} />
                </FormField>
              </Box>
              <Field.Root w="auto">
                <Flex as="label" align="center" gap="2" py="2" cursor="pointer">
                  <input type="radio" value={String(index)} {...register('default_vehicle')} disabled={disabled} />
                  <Text as="span">Default for new content</Text>
                </Flex>
              </Field.Root>
              <Button variant="outline" onClick={() => removeVehicle(index)} disabled={disabled} aria-label={`Remove vehicle ${index + 1}`}>
                Remove
              </Button>
            </Flex>
          </Box>
        );
      })}
      <Flex>
        <Button variant="outline" onClick={() => append(emptyVehicle())} disabled={disabled || fields.length >= ACCOUNT_LIMITS.vehicles}>
          Add a vehicle
        </Button>
      </Flex>
    </Stack>
  );
}
