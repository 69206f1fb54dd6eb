import { createHandlers, seedAccounts, type DemoDatabase } from '@portal/api-mocks';
import { api, signedOut, tokensReceived, type AppStore } from '@portal/data-access';
import type { RequestHandler } from 'msw';
import { withMockModes, type MockMode } from './mock-modes';

export interface WorkshopStudent {
  email: string;
  name: string;
}

export interface WorkshopState {
  email: string;
  mode: MockMode;
  /** Grows with every switch: the page remounts on it and asks the mock again. */
  generation: number;
}

/**
 * The workshop's mock back end and session: the api-mocks handlers over one in-memory database (with the
 * mock mode in front), the signed-in demo student and the toolbar's choices. The workshop signs the
 * student in the way the auth host would, by handing the tokens the database issued to the store.
 */
export class Workshop {
  readonly handlers: RequestHandler[];
  readonly students: WorkshopStudent[];
  private state: WorkshopState;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly libName: string,
    private readonly db: DemoDatabase,
    private readonly store: AppStore,
  ) {
    this.students = seedAccounts().map((account) => ({
      email: account.email,
      name: account.student.student_name,
    }));
    this.state = { email: this.students[0]?.email ?? '', mode: 'normal', generation: 0 };
    this.handlers = withMockModes(createHandlers(db), () => this.state.mode);
  }

  readonly getState = (): WorkshopState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Ends the current session (cookies and cache emptied) and starts one for the student. */
  signIn(email: string = this.state.email): void {
    const student = this.db.accountByEmail(email)?.student;
    if (!student) throw new Error(`There is no demo student ${email}.`);
    this.store.dispatch(signedOut());
    this.store.dispatch(tokensReceived(this.db.issueTokens(student.student_id)));
    this.update({ email });
  }

  setMode(mode: MockMode): void {
    this.store.dispatch(api.util.resetApiState());
    this.update({ mode });
  }

  /** Back to the seed data (whatever the pages saved is gone), with the same student signed in again. */
  resetData(): void {
    this.db.reset();
    this.signIn();
  }

  private update(patch: Partial<Omit<WorkshopState, 'generation'>>): void {
    this.state = { ...this.state, ...patch, generation: this.state.generation + 1 };
    for (const listener of this.listeners) listener();
  }
}
