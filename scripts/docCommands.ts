// Runs a document's shell blocks as an operator would paste them: in one bash, in order, so one
// block's variables reach the next (scripts/deployingDoc.test.ts). bash reads the quotes,
// variables, pipes and `&&` itself; only the repository's own commands (`node scripts/X.mjs …`,
// `npm run X -- …`) are handed back to this process through bash functions, to run there by their
// `main`: a Node start per command costs a CPU-second on a busy 2-core machine.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/** Each ```sh block of `markdown`, in order, with the ```text block right after it, if any. */
export function shellBlocks(markdown: string): { commands: string; prints?: string }[] {
  const blocks = markdown.matchAll(/^```sh\n([\s\S]*?)^```\n(?:\n```text\n([\s\S]*?)^```\n)?/gm)
  return [...blocks].map(([, commands, prints]) => ({ commands, prints }))
}

/** A repository command run in this process, as bash's `cwd` and environment see it. */
export type InProcess = (
  argv: string[],
  context: { cwd: string; env: Record<string, string> },
) => number | Promise<number>

/** Stops at a failing command; hands the repository's commands over (see the file). */
const preamble = readFileSync(new URL('./docCommands.sh', import.meta.url), 'utf8')

/** Where one block's output ends and the next one's begins. */
const marker = '@@ next block @@'

function answerFor(commands: Record<string, InProcess>, transcript: string[]): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const [cwd = '', count = '0', ...rest] = Buffer.concat(chunks).toString('utf8').split('\0')
      const [name = '', ...argv] = rest.slice(0, Number(count))
      const env = Object.fromEntries(
        rest
          .slice(Number(count))
          .filter(Boolean)
          .map((entry) => [
            entry.slice(0, entry.indexOf('=')),
            entry.slice(entry.indexOf('=') + 1),
          ]),
      )
      transcript.push(`$ ${name} ${argv.join(' ')}`)
      let status = 127
      try {
        if (name in commands) status = await commands[name](argv, { cwd, env })
        else transcript.push(`${name}: not a command this test runs`)
      } catch (error) {
        transcript.push(`${name} threw: ${error instanceof Error ? error.stack : String(error)}`)
        status = 98
      }
      response.end(String(status))
    })
  })
}

/**
 * Runs `blocks` in one bash in `cwd`, with `env` and `stdin`; `commands` run the repository's own.
 * Resolves with bash's exit status, each block's standard output, its standard error, and what
 * the commands in this process were given and said (`transcript`, which they may add to).
 */
export async function runInBash(
  blocks: readonly string[],
  options: {
    cwd: string
    env: Record<string, string>
    stdin: string
    commands: Record<string, InProcess>
    transcript: string[]
    timeoutMs: number
  },
) {
  const server = answerFor(options.commands, options.transcript)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const script = path.join(options.cwd, '.commands.sh')
  writeFileSync(script, preamble + blocks.map((block) => `echo '${marker}'\n${block}`).join('\n'))
  try {
    const bash = spawn('bash', [script], {
      cwd: options.cwd,
      env: { ...options.env, IN_PROCESS: `http://127.0.0.1:${port}/` },
      timeout: options.timeoutMs, // Stopped, rather than left behind, if it hangs.
    })
    bash.stdin.end(options.stdin)
    let stdout = ''
    let stderr = ''
    bash.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    bash.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const status = await new Promise<number | null>((resolve) => bash.on('close', resolve))
    const printed = stdout.split(`${marker}\n`).slice(1)
    return { status, printed, stderr }
  } finally {
    server.close()
  }
}
