// The generators' own lint: the rules the application's code follows, for plain Node scripts.
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const config = [...nextTs, prettier, { ignores: ['node_modules/**'] }];

export default config;
