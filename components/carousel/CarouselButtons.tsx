import type { ComponentPropsWithRef } from 'react';
import clsx from 'clsx';
import { IconButton } from '@/components/ui/IconButton';
import styles from './Carousel.module.css';

type ButtonProps = ComponentPropsWithRef<'button'>;

const Arrow = ({ flip }: { flip?: boolean }) => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 20 20"
    style={flip ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
  </svg>
);

export function PrevButton(props: ButtonProps) {
  return (
    <IconButton shape="round" aria-label="Previous slide" {...props}>
      <Arrow />
    </IconButton>
  );
}

export function NextButton(props: ButtonProps) {
  return (
    <IconButton shape="round" aria-label="Next slide" {...props}>
      <Arrow flip />
    </IconButton>
  );
}

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
  return (
    <IconButton shape="round" aria-label={paused ? 'Play carousel' : 'Pause carousel'} {...props}>
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
