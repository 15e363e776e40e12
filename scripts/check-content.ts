// The first step of `npm run build`: checks every content file against content/schema.ts and prints
// one line per problem (file, field path, what was expected), then fails; no stack trace.
// Usage: tsx scripts/check-content.ts [content dir]
import { resolve } from 'node:path';
import { readContent } from '../content/load';

const dir = resolve(process.argv[2] ?? 'content');
const { problems } = readContent(dir);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `content check: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built.`,
  );
  process.exit(1);
}
console.log('content check: every content file matches content/schema.ts');
