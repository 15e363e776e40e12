import type { ComponentPropsWithRef } from 'react';
import clsx from 'clsx';
import { IconButton } from '@/components/ui/IconButton';
import { useText } from '@/components/i18n/LocaleProvider';
import styles from './Carousel.module.css';

type ButtonProps = ComponentPropsWithRef<'button'>;

/** Points to the inline start; the CSS mirrors it for "next" and on right-to-left pages. */
const Arrow = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
    <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
  </svg>
);

/** Previous or next: the one arrow, mirrored by the CSS (Carousel.module.css) as it points. */
function ArrowButton({ to, className, ...props }: ButtonProps & { to: 'previous' | 'next' }) {
  return (
    <IconButton
      shape="round"
      aria-label={useText('carousels')[to]}
      className={clsx(styles[to], className)}
      {...props}
    >
      <Arrow />
    </IconButton>
  );
}

export const PrevButton = (props: ButtonProps) => <ArrowButton to="previous" {...props} />;
export const NextButton = (props: ButtonProps) => <ArrowButton to="next" {...props} />;

export function DotButton({ selected, className, ...props }: ButtonProps & { selected: boolean }) {
  return (
    <button
      type="button"
      className={clsx(styles.dot, selected && styles.dotSelected, className)}
      aria-current={selected ? 'true' : undefined}
      {...props}
    />
  );
}

export function PauseButton({ paused, ...props }: ButtonProps & { paused: boolean }) {
  const text = useText('carousels');
  return (
    <IconButton shape="round" aria-label={paused ? text.play : text.pause} {...props}>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
        {paused ? (
          <path d="M5 3l10 6-10 6z" fill="currentColor" />
        ) : (
          <path d="M4 3h3.5v12H4zM10.5 3H14v12h-3.5z" fill="currentColor" />
        )}
      </svg>
    </IconButton>
  );
}
