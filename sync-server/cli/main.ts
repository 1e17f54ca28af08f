import { runCli } from './run-cli';

/** `npm run cli -- <command>`: the support staff's tool (see `npm run cli -- help`). */
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 1;
  },
);
