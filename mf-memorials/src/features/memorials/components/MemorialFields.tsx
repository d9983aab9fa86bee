import { DateField } from '@evergreen/design-system/DateField';
import { MapPicker } from '@evergreen/design-system/MapPicker';
import type { MemorialFormValues } from '@evergreen/domain/memorial-form';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { searchPlaces } from '../api/places';
import { useMapTiles } from '../hooks/useMapTiles';

export type MemorialForm = UseFormReturnType<MemorialFormValues>;

/**
 * Name and dates. The name is the one required field. A death date before the birth date cannot be entered:
 * each date bounds the other's calendar, and a typed date outside the bound is not taken.
 */
export function BasicInfoFields({
  form,
  browserRequired = false,
}: {
  form: MemorialForm;
  browserRequired?: boolean;
}) {
  const { t } = useLingui();
  const { birth_date, death_date } = form.getValues();
  return (
    <Stack gap="md">
      <TextInput
        label={t`Full Name`}
        withAsterisk
        required={browserRequired}
        autoComplete="off"
        {...form.getInputProps('full_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          label={t`Birth Date`}
          maxDate={death_date || undefined}
          {...form.getInputProps('birth_date')}
        />
        <DateField
          label={t`Death Date`}
          minDate={birth_date || undefined}
          {...form.getInputProps('death_date')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Cemetery details and the grave's point on a map. */
export function LocationFields({ form }: { form: MemorialForm }) {
  const { t } = useLingui();
  const tileUrl = useMapTiles();
  const { latitude, longitude } = form.getValues();
  return (
    <Stack gap="md">
      <TextInput label={t`Cemetery Name`} {...form.getInputProps('cemetery_name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Section`} {...form.getInputProps('section')} />
        <TextInput label={t`Plot Number`} {...form.getInputProps('plot_number')} />
      </SimpleGrid>
      <MapPicker
        tileUrl={tileUrl}
        value={latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null}
        onChange={(point) => form.setValues({ latitude: point?.lat ?? null, longitude: point?.lng ?? null })}
        searchPlaces={searchPlaces}
      />
    </Stack>
  );
}

export function EpitaphField({ form }: { form: MemorialForm }) {
  const { t } = useLingui();
  return (
    <TextInput label={t`Epitaph`} placeholder={t`Forever in our hearts`} {...form.getInputProps('epitaph')} />
  );
}

export function DescriptionField({ form }: { form: MemorialForm }) {
  const { t } = useLingui();
  return <Textarea label={t`Description`} autosize minRows={4} {...form.getInputProps('description')} />;
}
