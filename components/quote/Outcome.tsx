'use client';

import { useState } from 'react';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { WordButton } from '@/components/ui/WordButton';
import type { Toast } from './toast';
import styles from './Outcome.module.css';

interface Props {
  outcome: Toast;
  onDismiss: () => void;
}

/** One send outcome: the message, the way out after a failure, and a Dismiss button. */
export function Outcome({ outcome, onDismiss }: Props) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = outcome.copy;
  const text = useText('outcome');
  return (
    <div className={styles.outcome} data-tone={outcome.tone}>
      <p>{outcome.message}</p>
      {outcome.action && <a href={outcome.action.href}>{outcome.action.label}</a>}
      {copy && (
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            navigator.clipboard.writeText(copy.text).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
        >
          {copied === 'yes' ? <Word of={text.copied} /> : copy.label}
        </button>
      )}
      {copied === 'no' && (
        <span>
          <Word of={text.copyFailed} />
        </span>
      )}
      <WordButton className={styles.link} onClick={onDismiss} word={text.dismiss} />
    </div>
  );
}
