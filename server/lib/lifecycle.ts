// Where this process stands for a load balancer: ready, or draining before it exits. main.ts starts
// the drain on SIGTERM; /api/ready answers 503 from then on, and every answer carries
// `Connection: close` so that a proxy stops reusing this process's connections before it stops
// listening (docs/operations.md, "Restarts that drop nothing").
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  startDrain(): void {
    this.#draining = true;
  }
}
