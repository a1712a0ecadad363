import { useEffect, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import useLazyRipple from '@mui/material/useLazyRipple';

/** Whether the element's focus shows (ButtonBase's test); jsdom does not know the selector. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * MUI ButtonBase's keyboard focus state, for an element drawn with its classes: true (the
 * `Mui-focusVisible` class, which the theme draws as the focus ring) while the element holds a
 * focus the browser shows, as after Tab; false for a click's focus.
 */
export function useFocusVisible(disabled = false) {
  const [focusVisible, setFocusVisible] = useState(false);
  if (disabled && focusVisible) setFocusVisible(false);
  return {
    focusVisible,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isFocusVisible(event.target)) setFocusVisible(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!isFocusVisible(event.target)) setFocusVisible(false);
    },
  };
}

/**
 * An IconButton's ripple for a plain `<button>`: ButtonBase's handlers around MUI's TouchRipple,
 * which mounts on the first press or keyboard focus (`mountRipple`), as ButtonBase mounts it, so a
 * table's first render draws none: the centred ripple while pressed, the pulsing one while the
 * keyboard focus is on the button.
 */
export function useIconButtonRipple(disabled: boolean) {
  const ripple = useLazyRipple();
  const { focusVisible, onFocus, onBlur } = useFocusVisible(disabled);
  useEffect(() => {
    if (focusVisible) ripple.pulsate();
  }, [focusVisible, ripple]);
  const start = (event: SyntheticEvent) => ripple.start(event);
  const stop = (event: SyntheticEvent) => ripple.stop(event);
  return {
    focusVisible,
    mountRipple: ripple.shouldMount && !disabled,
    rippleRef: ripple.ref,
    handlers: {
      onFocus,
      onBlur: (event: FocusEvent<HTMLElement>) => {
        ripple.stop(event);
        onBlur(event);
      },
      onMouseDown: start,
      onTouchStart: start,
      onMouseUp: stop,
      onContextMenu: stop,
      onDragLeave: stop,
      onTouchEnd: stop,
      onTouchMove: stop,
      onMouseLeave: (event: MouseEvent) => {
        if (focusVisible) event.preventDefault();
        ripple.stop(event);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (focusVisible && !event.repeat && event.key === ' ') ripple.stop(event, () => ripple.start(event));
      },
      onKeyUp: (event: KeyboardEvent) => {
        if (focusVisible && event.key === ' ' && !event.defaultPrevented) ripple.stop(event, () => ripple.pulsate(event));
      },
    },
  };
}
