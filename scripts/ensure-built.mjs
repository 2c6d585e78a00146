#!/usr/bin/env -S npx tsx
// Builds whatever a fresh checkout lacks and publishes a first version of each remote (see tooling/ensure-built.mjs).
import { ensureBuilt } from '../tooling/ensure-built.mjs';

await ensureBuilt();
