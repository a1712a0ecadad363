import { BAR_IMAGE_FIELDS, MAX_IMAGE_BYTES, type BarImageField } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../form-dialog/form-text-field';
import { ImagePicker } from '../image-picker/image-picker';
import { COORDINATE_STEP } from './bar-field-labels';
import { FieldGrid, Section } from './section';
import { TimeZoneField } from './time-zone-field';
import type { BarView } from './bar-form';

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
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('barSettings.info.general')}>
        <FieldGrid>
          <FormTextField name="name" label={t('barSettings.info.name')} required fullWidth />
          <FormTextField name="instanceInfos.placeName" label={t('barSettings.info.location')} required fullWidth />
          <FormTextField name="geoPosition.lat" label={t('barSettings.info.latitude')} type="number" step={COORDINATE_STEP} required fullWidth />
          <FormTextField name="geoPosition.lng" label={t('barSettings.info.longitude')} type="number" step={COORDINATE_STEP} required fullWidth />
          <FormTextField
            name="instanceInfos.privacyPolicy"
            label={t('barSettings.info.privacyPolicy')}
            type="url"
            placeholder={t('barSettings.info.urlPlaceholder')}
            required
            fullWidth
          />
          <FormTextField
            name="instanceInfos.webSite"
            label={t('barSettings.info.webSite')}
            type="url"
            placeholder={t('barSettings.info.urlPlaceholder')}
            required
            fullWidth
          />
          <FormTextField name="instanceInfos.vatNumber" label={t('barSettings.info.vatNumber')} required fullWidth />
          <TimeZoneField disabled={disabled} />
          <FormTextField
            name="instanceInfos.openingTime"
            label={t('barSettings.info.openingTime')}
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <FormTextField
            name="instanceInfos.closingTime"
            label={t('barSettings.info.closingTime')}
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </FieldGrid>
      </Section>
      <Section title={t('barSettings.info.images')}>
        <FieldGrid columns={3}>
          {BAR_IMAGE_FIELDS.map((slot) => (
            <ImagePicker
              key={slot}
              label={t(`barSettings.info.${slot}`)}
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
