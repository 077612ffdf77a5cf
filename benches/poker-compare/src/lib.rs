//! Only the benchmark lives here.
