; triangle board, empty at the start: a1; pegs at the end: a1. Written by pegsat.
(define (problem pegsat-triangle)
  (:domain pegsolitaire-sequential)
  (:objects
    pos-0-0 - location
    pos-1-0 - location
    pos-1-1 - location
    pos-2-0 - location
    pos-2-1 - location
    pos-2-2 - location
    pos-3-0 - location
    pos-3-1 - location
    pos-3-2 - location
    pos-3-3 - location
    pos-4-0 - location
    pos-4-1 - location
    pos-4-2 - location
    pos-4-3 - location
    pos-4-4 - location
  )
  (:init
    (= (total-cost) 0)
    (move-ended)
    (IN-LINE pos-0-0 pos-1-0 pos-2-0)
    (IN-LINE pos-0-0 pos-1-1 pos-2-2)
    (IN-LINE pos-1-0 pos-2-0 pos-3-0)
    (IN-LINE pos-1-0 pos-2-1 pos-3-2)
    (IN-LINE pos-1-1 pos-2-1 pos-3-1)
    (IN-LINE pos-1-1 pos-2-2 pos-3-3)
    (IN-LINE pos-2-0 pos-2-1 pos-2-2)
    (IN-LINE pos-2-0 pos-3-0 pos-4-0)
    (IN-LINE pos-2-0 pos-1-0 pos-0-0)
    (IN-LINE pos-2-0 pos-3-1 pos-4-2)
    (IN-LINE pos-2-1 pos-3-1 pos-4-1)
    (IN-LINE pos-2-1 pos-3-2 pos-4-3)
    (IN-LINE pos-2-2 pos-2-1 pos-2-0)
    (IN-LINE pos-2-2 pos-3-2 pos-4-2)
    (IN-LINE pos-2-2 pos-3-3 pos-4-4)
    (IN-LINE pos-2-2 pos-1-1 pos-0-0)
    (IN-LINE pos-3-0 pos-3-1 pos-3-2)
    (IN-LINE pos-3-0 pos-2-0 pos-1-0)
    (IN-LINE pos-3-1 pos-3-2 pos-3-3)
    (IN-LINE pos-3-1 pos-2-1 pos-1-1)
    (IN-LINE pos-3-2 pos-3-1 pos-3-0)
    (IN-LINE pos-3-2 pos-2-1 pos-1-0)
    (IN-LINE pos-3-3 pos-3-2 pos-3-1)
    (IN-LINE pos-3-3 pos-2-2 pos-1-1)
    (IN-LINE pos-4-0 pos-4-1 pos-4-2)
    (IN-LINE pos-4-0 pos-3-0 pos-2-0)
    (IN-LINE pos-4-1 pos-4-2 pos-4-3)
    (IN-LINE pos-4-1 pos-3-1 pos-2-1)
    (IN-LINE pos-4-2 pos-4-3 pos-4-4)
    (IN-LINE pos-4-2 pos-4-1 pos-4-0)
    (IN-LINE pos-4-2 pos-3-2 pos-2-2)
    (IN-LINE pos-4-2 pos-3-1 pos-2-0)
    (IN-LINE pos-4-3 pos-4-2 pos-4-1)
    (IN-LINE pos-4-3 pos-3-2 pos-2-1)
    (IN-LINE pos-4-4 pos-4-3 pos-4-2)
    (IN-LINE pos-4-4 pos-3-3 pos-2-2)
    (free pos-0-0)
    (occupied pos-1-0)
    (occupied pos-1-1)
    (occupied pos-2-0)
    (occupied pos-2-1)
    (occupied pos-2-2)
    (occupied pos-3-0)
    (occupied pos-3-1)
    (occupied pos-3-2)
    (occupied pos-3-3)
    (occupied pos-4-0)
    (occupied pos-4-1)
    (occupied pos-4-2)
    (occupied pos-4-3)
    (occupied pos-4-4)
  )
  (:goal (and
    (occupied pos-0-0)
    (free pos-1-0)
    (free pos-1-1)
    (free pos-2-0)
    (free pos-2-1)
    (free pos-2-2)
    (free pos-3-0)
    (free pos-3-1)
    (free pos-3-2)
    (free pos-3-3)
    (free pos-4-0)
    (free pos-4-1)
    (free pos-4-2)
    (free pos-4-3)
    (free pos-4-4)
  ))
  (:metric minimize (total-cost))
)
