import { graphql } from "../../../gql";

export const QuizQuery = graphql(`
  query Quiz($id: ID!) {
    quiz(id: $id) {
      id
      title
      description
      startsAt
      endsAt
      open
      timeLimitSeconds
      maxAttempts
      passScore
      totalPoints
      questionCount
      rewardKind
      rewardJpower
      attemptsLeft
      passed
      attempts {
        id
        attemptNo
        state
        deadlineAt
        score
        passed
      }
    }
  }
`);

export const QuizAttemptFragment = graphql(`
  fragment QuizAttemptDetail on QuizAttempt {
    quizId
    totalPoints
    passScore
    attempt {
      id
      attemptNo
      state
      startedAt
      deadlineAt
      score
      passed
    }
    questions {
      id
      position
      points
      body
      choices {
        id
        body
      }
    }
    results {
      questionId
      choiceId
      correct
    }
  }
`);

export const StartQuizAttemptMutation = graphql(`
  mutation StartQuizAttempt($quizId: ID!) {
    startQuizAttempt(quizId: $quizId) {
      ...QuizAttemptDetail
    }
  }
`);

export const SubmitQuizAttemptMutation = graphql(`
  mutation SubmitQuizAttempt($attemptId: ID!, $answers: [QuizAnswerInput!]!) {
    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {
      ...QuizAttemptDetail
    }
  }
`);

export const StaffQuizDetailFragment = graphql(`
  fragment StaffQuizDetail on StaffQuiz {
    id
    version
    title
    open
    startsAt
    endsAt
    timeLimitSeconds
    maxAttempts
    passScore
    totalPoints
    rewardKind
    rewardJpower
    attemptCount
    texts {
      language
      title
      description
    }
    questions {
      id
      points
      texts {
        language
        body
      }
      choices {
        id
        correct
        texts {
          language
          body
        }
      }
    }
  }
`);

export const StaffQuizzesQuery = graphql(`
  query StaffQuizzes {
    staffQuizzes {
      ...StaffQuizDetail
    }
  }
`);

export const CreateQuizMutation = graphql(`
  mutation CreateQuiz($input: QuizInput!) {
    createQuiz(input: $input) {
      ...StaffQuizDetail
    }
  }
`);

export const UpdateQuizMutation = graphql(`
  mutation UpdateQuiz($id: ID!, $version: Int!, $input: QuizInput!) {
    updateQuiz(id: $id, version: $version, input: $input) {
      ...StaffQuizDetail
    }
  }
`);
