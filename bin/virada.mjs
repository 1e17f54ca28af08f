#!/usr/bin/env node
// `virada <command>`: the support CLI (sync-server/cli/main.ts), run through tsx in this process.
import { tsImport } from 'tsx/esm/api';

await tsImport('../sync-server/cli/main.ts', import.meta.url);
