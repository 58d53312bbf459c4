# grundylab notebooks in a container:
#
#   docker build -t grundylab .
#   docker run --rm -p 127.0.0.1:8888:8888 grundylab
#
# then open the http://127.0.0.1:8888/?token=... URL that the server prints.
# The image runs the same scripts/setup as `make setup` and CI: Jupyter from
# Debian's packages, GoNB, goimports and gopls built into /src/.bin.
FROM golang:1.26-bookworm

WORKDIR /src

# Module downloads first, so that the layer is cached across source edits.
COPY go.mod go.sum ./
RUN go mod download

COPY . .
RUN scripts/setup && go build ./... && rm -rf /var/lib/apt/lists/*

EXPOSE 8888

# Token authentication stays on: the server prints the URL with its token.
# 0.0.0.0 inside the container; publish the port on the host's loopback.
CMD ["jupyter", "notebook", "--notebook-dir=/src/notebooks", "--ip=0.0.0.0", "--port=8888", "--no-browser", "--allow-root"]
