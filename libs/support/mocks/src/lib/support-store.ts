import type {
  SupportMessage,
  SupportRequestCategory,
  SupportRequestDetail,
  SupportRequestSummary,
} from '@portal/api-contract';

type StoredRequest = SupportRequestDetail & { student_id: number };

const STAFF = 'Maria (Student office)';

function seedRequests(): StoredRequest[] {
  const message = (
    id: number,
    author: SupportMessage['author'],
    author_name: string,
    body: string,
    created_at: string,
  ) => ({
    id,
    author,
    author_name,
    body,
    created_at,
  });
  const requests: Array<Omit<StoredRequest, 'message_count' | 'last_activity_at'>> = [
    {
      id: 1,
      student_id: 1001,
      subject: 'Broken heater in my room',
      category: 'accommodation',
      status: 'answered',
      created_at: '2026-11-02T09:15:00Z',
      messages: [
        message(
          1,
          'student',
          'Ana Silva',
          'The heater in room 4B has not worked since Sunday. Could someone look at it?',
          '2026-11-02T09:15:00Z',
        ),
        message(
          2,
          'staff',
          STAFF,
          'Thank you, Ana. A technician will visit on Wednesday between 10:00 and 12:00.',
          '2026-11-03T14:02:00Z',
        ),
      ],
    },
    {
      id: 2,
      student_id: 1001,
      subject: 'Letter for my bank account',
      category: 'documents',
      status: 'open',
      created_at: '2026-11-12T16:40:00Z',
      messages: [
        message(
          3,
          'student',
          'Ana Silva',
          'My bank asks for a letter that confirms my address. Can you send one?',
          '2026-11-12T16:40:00Z',
        ),
      ],
    },
    {
      id: 3,
      student_id: 1001,
      subject: 'Refund of the deposit',
      category: 'payments',
      status: 'closed',
      created_at: '2026-09-20T11:00:00Z',
      messages: [
        message(4, 'student', 'Ana Silva', 'When will I get my deposit back?', '2026-09-20T11:00:00Z'),
        message(
          5,
          'staff',
          STAFF,
          'It was refunded to your card today. It can take five working days to arrive.',
          '2026-09-22T08:30:00Z',
        ),
        message(6, 'student', 'Ana Silva', 'Received, thank you!', '2026-09-28T18:45:00Z'),
      ],
    },
    {
      id: 4,
      student_id: 1002,
      subject: 'Visa appointment',
      category: 'visa',
      status: 'in_progress',
      created_at: '2026-11-10T10:00:00Z',
      messages: [
        message(
          7,
          'student',
          'Kenji Tanaka',
          'I need help to book my visa appointment.',
          '2026-11-10T10:00:00Z',
        ),
      ],
    },
  ];
  return requests.map(withActivity);
}

function withActivity(request: Omit<StoredRequest, 'message_count' | 'last_activity_at'>): StoredRequest {
  const last = request.messages[request.messages.length - 1];
  return {
    ...request,
    message_count: request.messages.length,
    last_activity_at: last?.created_at ?? request.created_at,
  };
}

const summary = (request: StoredRequest): SupportRequestSummary => ({
  id: request.id,
  subject: request.subject,
  category: request.category,
  status: request.status,
  created_at: request.created_at,
  last_activity_at: request.last_activity_at,
  message_count: request.message_count,
});
const detail = (request: StoredRequest): SupportRequestDetail => ({
  ...summary(request),
  messages: request.messages.map((message) => ({ ...message })),
});

/** Support requests and their messages; each student sees only their own. */
export class SupportStore {
  private requests: StoredRequest[] = [];
  private nextRequestId = 0;
  private nextMessageId = 0;

  constructor(private readonly now: () => number) {
    this.reset();
  }

  reset(): void {
    this.requests = seedRequests();
    this.nextRequestId = Math.max(...this.requests.map((request) => request.id)) + 1;
    this.nextMessageId =
      Math.max(...this.requests.flatMap((request) => request.messages.map((m) => m.id))) + 1;
  }

  list(studentId: number): SupportRequestSummary[] {
    return this.requests
      .filter((request) => request.student_id === studentId)
      .sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at))
      .map(summary);
  }

  find(studentId: number, requestId: number): SupportRequestDetail | undefined {
    const request = this.own(studentId, requestId);
    return request ? detail(request) : undefined;
  }

  create(
    studentId: number,
    authorName: string,
    input: { subject: string; category: SupportRequestCategory; message: string },
  ): SupportRequestDetail {
    const at = new Date(this.now()).toISOString();
    const request = withActivity({
      id: this.nextRequestId++,
      student_id: studentId,
      subject: input.subject,
      category: input.category,
      status: 'open',
      created_at: at,
      messages: [
        {
          id: this.nextMessageId++,
          author: 'student',
          author_name: authorName,
          body: input.message,
          created_at: at,
        },
      ],
    });
    this.requests.push(request);
    return detail(request);
  }

  /** Adds the student's reply; undefined when the request is not theirs. A reply reopens an answered request. */
  reply(
    studentId: number,
    authorName: string,
    requestId: number,
    body: string,
  ): SupportRequestDetail | undefined {
    const request = this.own(studentId, requestId);
    if (!request) return undefined;
    const at = new Date(this.now()).toISOString();
    request.messages.push({
      id: this.nextMessageId++,
      author: 'student',
      author_name: authorName,
      body,
      created_at: at,
    });
    request.message_count = request.messages.length;
    request.last_activity_at = at;
    if (request.status === 'answered') request.status = 'open';
    return detail(request);
  }

  private own(studentId: number, requestId: number): StoredRequest | undefined {
    return this.requests.find((request) => request.id === requestId && request.student_id === studentId);
  }
}
