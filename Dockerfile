# grundylab notebooks in a container:
#
#   docker build -t grundylab .
#   docker run --rm -p 127.0.0.1:8888:8888 grundylab
#
# then open the http://127.0.0.1:8888/?token=... URL that the server prints.
# The image runs the same scripts/setup as `make setup` and CI: Jupyter from
# Debian's packages (as root), then, as the unprivileged user "lab", GoNB,
# goimports and gopls built into .bin/ and the user's gonb kernel.
FROM golang:1.26-bookworm

RUN useradd --create-home --uid 1000 lab && install -d -o lab -g lab /home/lab/grundylab
WORKDIR /home/lab/grundylab

# Jupyter first: this layer only changes with the setup scripts.
COPY --chown=lab:lab scripts/setup scripts/lib.sh scripts/
RUN scripts/setup --jupyter-only && rm -rf /var/lib/apt/lists/*

USER lab
# Module downloads next, cached across source edits.
COPY --chown=lab:lab go.mod go.sum ./
RUN go mod download

COPY --chown=lab:lab . .
RUN scripts/setup && go build ./...

EXPOSE 8888

# Token authentication stays on: the server prints the URL with its token.
# It listens on all interfaces inside the container; publish the port on the
# host's loopback as above.
CMD ["jupyter", "notebook", "--notebook-dir=notebooks", "--ip=0.0.0.0", "--port=8888", "--no-browser"]
