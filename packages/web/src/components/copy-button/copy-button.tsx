import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { COPY_TOOLTIP_MS } from '@bar/domain';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: a hidden textarea and the legacy copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. 'Copy token'. */
  label?: string;
  /** How long the 'Copied!' confirmation stays (SPEC §9: 5 s). */
  confirmationMs?: number;
}

/** Copies `text` and confirms with a 'Copied!' tooltip. */
export function CopyButton({ text, label, confirmationMs = COPY_TOOLTIP_MS }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await writeClipboard(text);
    } catch {
      return; // nothing copied, nothing confirmed
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), confirmationMs);
  };

  return (
    <Tooltip title={t('copied')} open={copied} disableHoverListener disableFocusListener disableTouchListener placement="top" arrow>
      <IconButton aria-label={label ?? t('actions.copy')} onClick={() => void copy()}>
        <ContentCopyIcon />
      </IconButton>
    </Tooltip>
  );
}
