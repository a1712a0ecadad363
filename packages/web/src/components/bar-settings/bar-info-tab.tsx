import { BAR_IMAGE_FIELDS, MAX_IMAGE_BYTES, type BarImageField } from '@bar/domain';
import { FormTextField } from '../form-dialog/form-text-field';
import { ImagePicker } from '../image-picker/image-picker';
import { COORDINATE_STEP } from './bar-field-labels';
import { FieldGrid, Section } from './section';
import { TimeZoneField } from './time-zone-field';
import type { BarView } from './bar-form';

const IMAGE_LABELS: Record<BarImageField, string> = { coverImage: 'Cover Image', logo: 'Logo', logoBW: 'Logo B/W' };

export interface BarInfoTabProps {
  bar: BarView;
  images: Partial<Record<BarImageField, File>>;
  onImageChange: (slot: BarImageField, file: File | undefined) => void;
  imageErrors: Partial<Record<BarImageField, string>>;
  removedImages: Partial<Record<BarImageField, boolean>>;
  onImageRemove: (slot: BarImageField, removed: boolean) => void;
  disabled?: boolean;
}

/** Name, location, coordinates, legal links, opening hours and the three images. */
export function BarInfoTab({ bar, images, onImageChange, imageErrors, removedImages, onImageRemove, disabled }: BarInfoTabProps) {
  return (
    <>
      <Section title="General">
        <FieldGrid>
          <FormTextField name="name" label="Name" required fullWidth />
          <FormTextField name="instanceInfos.placeName" label="Location" required fullWidth />
          <FormTextField name="geoPosition.lat" label="Latitude" type="number" step={COORDINATE_STEP} required fullWidth />
          <FormTextField name="geoPosition.lng" label="Longitude" type="number" step={COORDINATE_STEP} required fullWidth />
          <FormTextField name="instanceInfos.privacyPolicy" label="Privacy Policy" type="url" placeholder="https://" required fullWidth />
          <FormTextField name="instanceInfos.webSite" label="Website" type="url" placeholder="https://" required fullWidth />
          <FormTextField name="instanceInfos.vatNumber" label="VAT Number" required fullWidth />
          <TimeZoneField disabled={disabled} />
          <FormTextField name="instanceInfos.openingTime" label="Opening Time" type="time" slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          <FormTextField name="instanceInfos.closingTime" label="Closing Time" type="time" slotProps={{ inputLabel: { shrink: true } }} fullWidth />
        </FieldGrid>
      </Section>
      <Section title="Images">
        <FieldGrid columns={3}>
          {BAR_IMAGE_FIELDS.map((slot) => (
            <ImagePicker
              key={slot}
              label={IMAGE_LABELS[slot]}
              currentUrl={bar.instanceInfos[slot]}
              file={images[slot]}
              onChange={(file) => onImageChange(slot, file)}
              error={imageErrors[slot]}
              disabled={disabled}
              maxBytes={MAX_IMAGE_BYTES}
              removed={removedImages[slot] === true}
              onRemove={(removed) => onImageRemove(slot, removed)}
            />
          ))}
        </FieldGrid>
      </Section>
    </>
  );
}
