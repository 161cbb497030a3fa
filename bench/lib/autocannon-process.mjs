// Runs one autocannon run in a process of its own and sends its result to the parent (IPC):
//   fork('bench/lib/autocannon-process.mjs', [JSON.stringify(options)])
// A latency measured here is not delayed by the event loop of another load generator.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.send(result, () => process.exit(0));
