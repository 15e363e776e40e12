import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Picture } from '@/lib/content/types';
import { Img } from './Img';
import styles from './SplitMedia.module.css';

interface Props {
  image: Picture;
  children: ReactNode;
  reverse?: boolean;
  priority?: boolean;
}

/** Text beside an image, stacking on narrow screens. */
export function SplitMedia({ image, children, reverse = false, priority = false }: Props) {
  return (
    <div className={clsx(styles.split, reverse && styles.reverse)}>
      <div className={styles.text}>{children}</div>
      <Img image={image} className={styles.image} priority={priority} />
    </div>
  );
}
