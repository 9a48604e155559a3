# Sourced by the scripts here: each names what it needs before it starts, and a machine that
# lacks something is told the command that installs it, all at once, rather than failing later
# inside a tool.
#   need COMMAND HOW    COMMAND must be on PATH; HOW installs it
#   need_venv           python3 must make virtual environments (Debian splits venv off)
#   need_all            fails, one `error:` line for each missing thing, if any is missing
missing=()

# The Debian command that installs the packages named.
apt() {
  echo "sudo apt-get install --no-install-recommends $*"
}

# The same, for a package scripts/judge-toolchains installs with the rest.
toolchain() {
  echo "$(apt "$1") (or scripts/judge-toolchains)"
}

need() {
  if ! command -v "$1" >/dev/null 2>&1; then
    missing+=("error: $1 is missing: $2")
  fi
}

need_venv() {
  need python3 "$(apt python3)"
  if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
    missing+=("error: python3 cannot make a virtual environment (no venv or ensurepip): $(apt python3-venv)")
  fi
}

need_all() {
  if [ ${#missing[@]} -gt 0 ]; then
    printf '%s\n' "${missing[@]}" >&2
    exit 1
  fi
}
