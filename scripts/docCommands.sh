# What scripts/docCommands.ts puts before a document's shell blocks: stop at the first command
# that fails, naming it, and hand the repository's own commands (`node scripts/X.mjs ...`,
# `npm run X [-- ...]`) to the test's process as `X ...`, with this shell's folder and
# environment; its answer is the exit status.
set -eu
trap 'echo "stopped at: $BASH_COMMAND" >&2' ERR
in_process() {
  local status
  status=$({ printf '%s\0' "$PWD" "$#" "$@"; env -0; } |
    command curl -sS --data-binary @- "$IN_PROCESS") || return 99
  return "$status"
}
node() {
  case "${1-}" in
    scripts/*.mjs) local script="${1#scripts/}"; shift; in_process "${script%.mjs}" "$@" ;;
    *) command node "$@" ;;
  esac
}
npm() {
  [ "${1-}" = run ] && [ $# -ge 2 ] || { echo "npm $*: only npm run" >&2; return 127; }
  local script="$2"; shift 2; [ "${1-}" != -- ] || shift
  in_process "$script" "$@"
}
