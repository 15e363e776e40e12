const paths: Record<string, string> = {
  LinkedIn:
    'M4.5 8.5h3V19h-3zM6 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 8.5h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.7 2 3.7 4.7V19h-3v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V19H10z',
  Instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.8 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  Facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.2H8v3h2.5V21z',
  X: 'M4 4h4.6l3.8 5.3L17 4h2.4l-5.9 6.8L20 20h-4.6l-4.1-5.8L6.2 20H3.8l6.4-7.3z',
};

export function SocialIcon({ label }: { label: string }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d={paths[label] ?? ''} />
    </svg>
  );
}
