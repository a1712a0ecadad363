import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';

/** Whether a chosen file claims to be an image (the server checks the content itself). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export interface ImagePickerProps {
  label: string;
  /** The stored image's address, if any. */
  currentUrl?: string;
  /** The newly chosen file, if any. */
  file?: File;
  onChange: (file: File | undefined) => void;
  /** An error from the server for this image. */
  error?: string;
  disabled?: boolean;
  maxBytes?: number;
  /** Offers to remove the stored image; `removed` says it is marked for removal. */
  onRemove?: (removed: boolean) => void;
  removed?: boolean;
}

/** One image slot: a preview, a button choosing one image file, and the error if any. */
export function ImagePicker({ label, currentUrl, file, onChange, error, disabled, maxBytes, onRemove, removed = false }: ImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? (removed ? undefined : currentUrl);
  const shownError = localError ?? error;

  return (
    <Box role="group" aria-labelledby={`${inputId}-label`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="span" id={`${inputId}-label`}>
        {label}
      </Typography>
      <Box
        sx={{
          height: 120,
          borderRadius: 1,
          border: 1,
          borderColor: shownError ? 'error.main' : 'divider',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Box component="img" src={src} alt={t('imagePicker.preview', { label })} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlinedIcon fontSize="large" />
            <Typography variant="caption">{t('imagePicker.noImage')}</Typography>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={disabled}>
          {src ? t('imagePicker.replace') : t('imagePicker.choose')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            aria-label={label}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = ''; // choosing the same file again still fires
              if (!chosen) return;
              if (!isImageFile(chosen)) {
                setLocalError(t('imagePicker.notAnImage'));
                return;
              }
              if (maxBytes && chosen.size > maxBytes) {
                setLocalError(t('imagePicker.tooLarge', { size: Math.round(maxBytes / 1024 / 1024) }));
                return;
              }
              setLocalError(null);
              onChange(chosen);
            }}
          />
        </Button>
        {!file && currentUrl && onRemove ? (
          <Button size="small" color={removed ? 'primary' : 'error'} onClick={() => onRemove(!removed)} disabled={disabled}>
            {removed ? t('imagePicker.keep') : t('imagePicker.remove')}
          </Button>
        ) : null}
        {!file && removed ? (
          <Typography variant="body2" color="text.secondary">
            {t('imagePicker.removedOnSave')}
          </Typography>
        ) : null}
        {file ? (
          <>
            <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
              {file.name}
            </Typography>
            <Button size="small" onClick={() => onChange(undefined)} disabled={disabled}>
              {t('imagePicker.undo')}
            </Button>
          </>
        ) : null}
      </Box>
      {shownError ? <FormHelperText error>{shownError}</FormHelperText> : null}
    </Box>
  );
}
